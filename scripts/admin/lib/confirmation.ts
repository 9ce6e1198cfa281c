import { createInterface } from 'node:readline/promises';
import { CommandError, confirmed, UsageError, type CommandIo } from './command';

/**
 * Asks the admin to type « oui » before a command destroys or replaces something.
 * Outside a terminal nobody can answer: the command refuses, saying which option
 * skips the question. Throws (nothing done) unless the admin confirmed.
 */
export async function askConfirmation(
  io: CommandIo,
  { notInTerminal, question, refused }: { notInTerminal: string; question: string; refused: string },
): Promise<void> {
  if (!io.stdin.isTTY) throw new UsageError(notInTerminal);
  const prompt = createInterface({ input: io.stdin, output: io.stdout as NodeJS.WritableStream });
  const answer = await prompt.question(`${question} Tapez oui pour confirmer : `);
  prompt.close();
  if (!confirmed(answer)) throw new CommandError(refused);
}
