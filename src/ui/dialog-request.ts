import type { DialogName } from '../../schema/dialogs.ts';
import type { PackageRequest } from '../../schema/package-request.ts';

/** A package the visitor asked about, with the prices the pre-filled message mentions. */
export interface RequestedPackage {
  name: string;
  /** The monthly price as the visitor reads it: "€170" or "€399". */
  monthlyPrice: string;
}

export type DialogRequest = { name: DialogName } | { name: 'package-request'; request: PackageRequest; requestedPackage: RequestedPackage };
