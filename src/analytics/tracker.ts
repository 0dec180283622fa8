import measurement from 'virtual:measurement';
import { MAP_FRAME_ATTRIBUTES } from '../chrome/consent-map.ts';
import { DIALOG_SHOWN_EVENT } from '../dialogs/open-dialog.ts';
import { CONTACT_SENT_EVENT } from '../forms/contact-sent.ts';
import { afterLoadWhenIdle } from '../islands/hydrate.ts';
import { GOAL_FORM_ATTRIBUTE } from '../ui/dialog-attributes.ts';

/*
 * The page's measurement, in the entry script (so it runs after the first paint and never before a press is served):
 * one beacon per page view and per goal to the site's own function (functions/send-contact-email/analytics.ts). It keeps
 * nothing on the device (no cookie, no Web Storage): a visitor is told apart only by the server's key of the day.
 * A browser sending Global Privacy Control sends nothing at all. One view in `webVitalsOneIn` (pages-yaml/_site.yaml)
 * also measures its real speed (./web-vitals.ts): that chunk is fetched only then, after load, so the others fetch nothing more.
 */
const EVENTS_ENDPOINT = '/functions/v1/events';

type Goal = 'dialog' | 'start' | 'send' | 'tel' | 'whatsapp' | 'mailto' | 'map';

const PRESS_KINDS: ReadonlyArray<[RegExp, Goal]> = [
  [/^tel:/i, 'tel'],
  [/^mailto:/i, 'mailto'],
  [/^whatsapp:|\/\/(?:wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\//i, 'whatsapp'],
  [/\/\/(?:maps\.google\.|maps\.app\.goo\.gl|goo\.gl\/maps|www\.google\.[a-z.]+\/maps|www\.openstreetmap\.org)/i, 'map'],
];

/** The form a goal counts under (its dialog's name, or an inline form's kind); none for a form that is no goal. */
function goalForm(element: Element): string | undefined {
  return element.closest(`[${GOAL_FORM_ATTRIBUTE}]`)?.getAttribute(GOAL_FORM_ATTRIBUTE) ?? undefined;
}

function pressGoal(target: Element): Goal | undefined {
  if (target.closest(`[${MAP_FRAME_ATTRIBUTES.load}]`)) return 'map';
  const href = target.closest('a[href]')?.getAttribute('href') ?? '';
  return PRESS_KINDS.find(([pattern]) => pattern.test(href))?.[1];
}

/** Where the visit came from: another site's host (none when moving inside the site) and the landing address's UTM. */
function source(): Record<string, string> {
  const search = new URLSearchParams(location.search);
  // The browser writes document.referrer: empty, or an absolute address (URL.canParse is missing before Safari 17).
  const referrer = document.referrer ? new URL(document.referrer).host : '';
  return {
    referrer: referrer === location.host ? '' : referrer,
    utmSource: search.get('utm_source') ?? '',
    utmMedium: search.get('utm_medium') ?? '',
    utmCampaign: search.get('utm_campaign') ?? '',
  };
}

export function startTracker(): void {
  if (Reflect.get(navigator, 'globalPrivacyControl') === true) return;
  const from = source();
  const send = (kind: 'view' | Goal, target = '') => {
    const event = JSON.stringify({ kind, path: location.pathname, ...from, target: target.slice(0, 100) });
    // A string goes as text/plain, a request without preflight; same origin, so the CSP's connect-src is unchanged.
    navigator.sendBeacon(EVENTS_ENDPOINT, event);
  };
  send('view');
  const { webVitalsOneIn } = measurement;
  if (webVitalsOneIn > 0 && Math.random() * webVitalsOneIn < 1) {
    // A chunk that fails to arrive (the connection dropped) measures nothing, and says nothing to the visitor.
    const measure = () =>
      void import('./web-vitals.ts').then(
        ({ measureWebVitals }) => measureWebVitals(EVENTS_ENDPOINT),
        () => undefined,
      );
    // When idle after load, not in the load's own task: run beside a first press at 4× CPU, the chunk made its dialog's
    // frame late (2 of 36 runs drew a third frame; 0 of 24 without the chunk).
    afterLoadWhenIdle(measure);
  }
  document.addEventListener(DIALOG_SHOWN_EVENT, (event) => {
    if (event.target instanceof Element) send('dialog', goalForm(event.target) ?? event.target.id);
  });
  const started = new WeakSet<HTMLFormElement>();
  document.addEventListener(
    'input',
    (event) => {
      const form = event.target instanceof Element ? event.target.closest('form') : null;
      const goal = form ? goalForm(form) : undefined;
      if (!form || goal === undefined || started.has(form)) return;
      started.add(form);
      send('start', goal);
    },
    true,
  );
  // The function's acceptance names the request's type, not its form: the send counts under the form last submitted.
  let submittedGoal = '';
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) submittedGoal = goalForm(event.target) ?? '';
    },
    true,
  );
  window.addEventListener(CONTACT_SENT_EVENT, () => send('send', submittedGoal));
  document.addEventListener(
    'click',
    (event) => {
      const goal = event.target instanceof Element ? pressGoal(event.target) : undefined;
      if (goal) send(goal);
    },
    true,
  );
}
