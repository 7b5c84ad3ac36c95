import { SKILL_MAX_LENGTH, SKILLS_PER_GROUP_MAX } from '@portfolio/shared/portfolio';
import { stripBullet } from './resume-entries.ts';

const SEPARATED = /[,;|•·▪]|\s{3,}|\t/;

export type SkillGroup = { name: string; skills: string[] };

/**
 * Skill groups from a skills section: 'Languages: TypeScript, Go' is a group of its own; lines
 * without a label ('React · Node.js', or one skill a line in a sidebar) join a group named 'Skills'.
 * Skills are split on commas, semicolons, bars and bullets, never on '/' ('CI/CD').
 */
export function readSkills(given: string[]): SkillGroup[] {
  const lines = [...given];
  const groups: SkillGroup[] = [];
  const unnamed: SkillGroup = { name: 'Skills', skills: [] };
  for (const [index, raw] of lines.entries()) {
    const line = stripBullet(raw);
    // A short line over a list is the list's name ('Languages' / 'Go, Python').
    const next = stripBullet(lines[index + 1] ?? '');
    if (
      !SEPARATED.test(line) &&
      !line.includes(':') &&
      line.length <= 40 &&
      SEPARATED.test(next) &&
      !next.includes(':')
    ) {
      lines[index + 1] = `${line}: ${next}`;
      continue;
    }
    const labelled = /^([^:,]{2,40}):\s*(.+)$/.exec(line);
    const names = (labelled?.[2] ?? line)
      .split(new RegExp(`\\s*(?:${SEPARATED.source})\\s*`))
      .map((name) => name.replace(/\.$/, '').trim())
      .filter((name) => name !== '' && name.length <= SKILL_MAX_LENGTH);
    if (labelled?.[1])
      groups.push({ name: labelled[1].trim(), skills: names.slice(0, SKILLS_PER_GROUP_MAX) });
    else unnamed.skills.push(...names);
  }
  if (unnamed.skills.length > 0) {
    unnamed.skills = [...new Set(unnamed.skills)].slice(0, SKILLS_PER_GROUP_MAX);
    groups.unshift(unnamed);
  }
  return groups;
}
