/**
 * A column's source could not be read (external API refused, timed out or
 * answered badly; a parameter value of the wrong type). readColumn turns it
 * into `SourceRows.error`, so one failing column never breaks its card.
 */
export class SourceFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceFailure';
  }
}
