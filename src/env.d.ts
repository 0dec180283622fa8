interface ImportMetaEnv {
  /** Where the forms post; unset means the site's own /functions/v1/send-contact-email. */
  readonly VITE_CONTACT_ENDPOINT?: string;
}
