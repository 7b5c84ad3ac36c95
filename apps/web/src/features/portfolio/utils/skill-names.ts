/** 'Figma, Prototyping,, User research ' → ['Figma', 'Prototyping', 'User research']. */
export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** A group's skills as the editor shows them: 'Figma, Prototyping'. */
export const joinSkills = (skills: readonly string[]): string => skills.join(', ');

export const sameSkills = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((skill, i) => skill === b[i]);
