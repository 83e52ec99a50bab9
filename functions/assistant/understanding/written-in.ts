/** The languages the built-in engine reads and answers in. */
export type AssistantLanguage = 'en' | 'ar';

/**
 * The language a message is written in, by its letters: Arabic when at least a third of its letters are Arabic
 * (a name or "dentist" in Latin letters inside an Arabic sentence stays Arabic), English when most are Latin, and
 * null for anything else (no letters, or a script the engine does not read).
 */
export function writtenIn(text: string): AssistantLanguage | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (!letters) return null;
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  if (arabic * 3 >= letters) return 'ar';
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return latin * 2 >= letters ? 'en' : null;
}
