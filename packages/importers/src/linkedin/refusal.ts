/**
 * Why an upload cannot be imported at all, with a message meant for the user. The package knows
 * nothing of HTTP: the route answers `tooLarge` with 413, `notAZip` with 415, `unreadable` with 400.
 */
export class ImportRefusal extends Error {
  readonly kind: 'tooLarge' | 'notAZip' | 'unreadable';
  constructor(kind: ImportRefusal['kind'], message: string, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
  }
}
