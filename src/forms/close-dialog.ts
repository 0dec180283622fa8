/** A form inside a dialog closes its dialog once it has been sent (the notice says so and the fields are cleared). */
export function closeEnclosingDialog(form: HTMLFormElement): void {
  form.closest('dialog')?.close();
}
