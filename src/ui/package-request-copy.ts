import type { PackageRequest } from '../../schema/package-request.ts';
import type { Site } from '../../schema/site.ts';
import { notices, PACKAGE_REQUEST_SENT_TITLE, type NoticeCopy } from '../../schema/form-messages.ts';

type PackageRequestCopy = Site['dialogs']['packageRequest'];

/** A package the visitor asked about, with the prices the pre-filled message mentions. */
export interface RequestedPackage {
  name: string;
  /** The monthly price as the visitor reads it: "€170" or "€399". */
  monthlyPrice: string;
}

/** A sport page names its sport phrase; service pages do not. */
export function isSportRequest(request: PackageRequest): boolean {
  return request.sportWord !== undefined;
}

export function packageRequestTitle(request: PackageRequest, requestedPackage: RequestedPackage, copy: PackageRequestCopy): string {
  return `${request.title ?? copy.title} – ${requestedPackage.name}`;
}

export function prefilledMessage(request: PackageRequest, requestedPackage: RequestedPackage, copy: PackageRequestCopy): string {
  const template = request.messageTemplate ?? (isSportRequest(request) ? copy.sportMessageTemplate : copy.serviceMessageTemplate);
  const replacements: Record<string, string> = {
    pacchetto: requestedPackage.name,
    prezzo: requestedPackage.monthlyPrice,
    sport: request.sportWord ?? '',
  };
  return template.replace(/\{(pacchetto|prezzo|sport)\}/g, (_placeholder, name: string) => replacements[name] ?? '');
}

export function packageRequestSentNotice(request: PackageRequest, copy: PackageRequestCopy): NoticeCopy {
  return isSportRequest(request) ? notices.sportPackageRequestSent : { title: PACKAGE_REQUEST_SENT_TITLE, message: copy.successText };
}
