/** Fired on the window when the function accepted a submission sent by script; its detail is the submission's type. */
export const CONTACT_SENT_EVENT = 'contact-sent';
