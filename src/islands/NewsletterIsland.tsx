import site from 'virtual:site';
import { notices } from '../../schema/form-messages.ts';
import type { NewsletterFormCopy } from '../forms/NewsletterForm.tsx';
import { SOURCE_LABELS } from '../forms/payloads.ts';
import { usePageAddress } from '../ui/page-address.ts';
import { Island } from './Island.tsx';

/** Where the newsletter form stands, and what that changes: its layout, the source the lead names, the thank-you. */
const PLACES = {
  panel: { layout: 'stacked', sourceLabel: SOURCE_LABELS.newsletterPanel, subscribedNotice: notices.newsletterPanelSubscribed },
  box: { layout: 'inline', sourceLabel: SOURCE_LABELS.newsletterBox, subscribedNotice: notices.newsletterBoxSubscribed },
} as const;

/** The newsletter form as an island, in the side panel or in the blog's box. */
export function NewsletterIsland({ place, copy }: { place: keyof typeof PLACES; copy: NewsletterFormCopy }) {
  const pageAddress = usePageAddress();
  const { layout, sourceLabel, subscribedNotice } = PLACES[place];
  return (
    <Island
      of="newsletter-form"
      hydrate="interaction"
      props={{
        layout,
        copy: { emailLabel: copy.emailLabel, placeholder: copy.placeholder, button: copy.button },
        sourceLabel,
        // The specification's title; the text, from the site file, asks to confirm from the e-mail (double opt-in).
        subscribedNotice: { title: subscribedNotice.title, message: site.newsletter.subscribedNotice },
        pageAddress,
      }}
    />
  );
}
