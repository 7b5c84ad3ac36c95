/** The official JSON Resume schema's own validator (CommonJS, no types of its own): tests only. */
declare module '@jsonresume/schema' {
  export function validate(
    resume: unknown,
    callback: (errors: { stack: string }[] | null, valid: boolean) => void,
  ): void;
}
