/**
 * The answer to a form sent without JavaScript (a plain HTML form post): a small Italian page
 * instead of JSON. It says whether the request arrived; if it did not, it holds the visitor's
 * fields in a form that sends them again, so nothing they typed is lost.
 */
import { html } from 'hono/html';
import { CONTACT_TYPES, type ContactType } from '../../schema/contact.ts';
import { ERROR_TITLE, formPostPage, notices, validationMessages, type NoticeCopy } from '../../schema/form-messages.ts';

type FieldName = keyof typeof formPostPage.fieldLabels;

const FIELD_NAMES = Object.keys(formPostPage.fieldLabels) as FieldName[];
/** Carried over unseen: which form it was and where it was sent from. */
const CARRIED_FIELDS = ['type', 'origine'] as const;

// Every package request answers with the sport pages' notice: 'Richiesta inviata!' and the 24-hour promise.
const SENT: Record<ContactType, NoticeCopy> = {
  [CONTACT_TYPES.newsletter]: notices.newsletterBoxSubscribed,
  [CONTACT_TYPES.consultation]: notices.consultationSent,
  [CONTACT_TYPES.photoVideoPackage]: notices.sportPackageRequestSent,
  [CONTACT_TYPES.socialMediaPackage]: notices.sportPackageRequestSent,
  [CONTACT_TYPES.websitePackage]: notices.sportPackageRequestSent,
  [CONTACT_TYPES.localSeoPackage]: notices.sportPackageRequestSent,
  [CONTACT_TYPES.sportPackage]: notices.sportPackageRequestSent,
  [CONTACT_TYPES.contactForm]: notices.contactFormSent,
};

// The package forms have no message of their own for a missing field (the browser checks them), so they get the generic error.
const REQUIRED_FIELDS_MISSING: Record<ContactType, string> = {
  [CONTACT_TYPES.newsletter]: validationMessages.emailRequired,
  [CONTACT_TYPES.consultation]: validationMessages.consultationRequired,
  [CONTACT_TYPES.photoVideoPackage]: notices.sendFailed.message,
  [CONTACT_TYPES.socialMediaPackage]: notices.sendFailed.message,
  [CONTACT_TYPES.websitePackage]: notices.sendFailed.message,
  [CONTACT_TYPES.localSeoPackage]: notices.sendFailed.message,
  [CONTACT_TYPES.sportPackage]: notices.sendFailed.message,
  [CONTACT_TYPES.contactForm]: validationMessages.contactFormRequired,
};

export interface FormPostOutcome {
  accepted: boolean;
  type: ContactType | undefined;
  /** What the browser sent, when it could be read. */
  fields: Readonly<Record<string, unknown>> | undefined;
  /** Paths of the fields the schema refused. */
  invalidFields: readonly string[];
  /** Where the form posts (this function's path), for the form that sends again. */
  action: string;
  /** The page the visitor came from, when it belongs to the site; else the site's home. */
  backTo: string;
  /** The site file's text after 'Iscrizione completata!' (confirm from the e-mail), when the function has it. */
  newsletterNotice?: string;
}

/** The spec's own message for what went wrong: the form's "fill in the required fields", a malformed e-mail, or "try again later". */
function rejectionMessage({ type, fields, invalidFields }: FormPostOutcome): string {
  if (type === undefined || invalidFields.length === 0) return notices.sendFailed.message;
  const email = fields?.email;
  const onlyEmailMalformed = invalidFields.every((path) => path === 'email') && typeof email === 'string' && email.trim() !== '';
  return onlyEmailMalformed ? validationMessages.emailInvalid : REQUIRED_FIELDS_MISSING[type];
}

function text(fields: FormPostOutcome['fields'], name: string): string {
  const value = fields?.[name];
  return typeof value === 'string' ? value : '';
}

function fieldsToSendAgain(outcome: FormPostOutcome) {
  const { fields } = outcome;
  const shown = FIELD_NAMES.filter((name) => fields !== undefined && name in fields);
  if (shown.length === 0) return '';
  return html`<p>${formPostPage.fieldsIntro}</p>
    <form method="post" action="${outcome.action}">
      ${CARRIED_FIELDS.map((name) => html`<input type="hidden" name="${name}" value="${text(fields, name)}">`)}
      ${shown.map((name) =>
        name === 'messaggio'
          ? html`<p><label>${formPostPage.fieldLabels[name]}<br><textarea name="${name}" rows="6" cols="40">${text(fields, name)}</textarea></label></p>`
          : html`<p><label>${formPostPage.fieldLabels[name]}<br><input name="${name}" value="${text(fields, name)}" size="40"${name === 'email' ? html` type="email"` : ''}></label></p>`,
      )}
      <p><button type="submit">${formPostPage.sendAgain}</button></p>
    </form>`;
}

export function formPostPageHtml(outcome: FormPostOutcome) {
  const sent = (type: ContactType): NoticeCopy =>
    type === CONTACT_TYPES.newsletter && outcome.newsletterNotice !== undefined
      ? { title: SENT[type].title, message: outcome.newsletterNotice }
      : SENT[type];
  const notice: NoticeCopy =
    outcome.accepted && outcome.type !== undefined ? sent(outcome.type) : { title: ERROR_TITLE, message: rejectionMessage(outcome) };
  return functionPage({
    ...notice,
    after: outcome.accepted ? '' : fieldsToSendAgain(outcome),
    backTo: outcome.backTo,
    backLabel: formPostPage.backToSite,
  });
}

/** The function's own small Italian page, never indexed: a title, a sentence, what follows it (a form), the way back to the site. */
export function functionPage(page: {
  title: string;
  message: string;
  after: ReturnType<typeof html> | '';
  backTo: string;
  backLabel: string;
}) {
  return html`<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <link rel="icon" href="data:,">
    <title>${page.title}</title>
  </head>
  <body>
    <main>
      <h1>${page.title}</h1>
      <p>${page.message}</p>
      ${page.after}
      <p><a href="${page.backTo}">${page.backLabel}</a></p>
    </main>
  </body>
</html>`;
}
