// The words that tell a job title from an organisation, a school from a degree. A title almost always
// names a role ('Engineer', 'Manager', 'Intern'); an organisation rarely does, so these lists decide
// which piece of an entry's line is which, and an entry they cannot decide is marked for review.

const ROLE =
  /\b(engineer|developer|programmer|manager|designer|intern|internship|lead|analyst|consultant|director|scientist|architect|officer|specialist|head|founder|co-founder|cofounder|teacher|lecturer|professor|researcher|assistant|associate|coordinator|administrator|editor|writer|vp|vice president|president|cto|ceo|cfo|coo|owner|partner|fellow|trainee|technician|strategist|marketer|accountant|advisor|adviser|tutor|nurse|physician|instructor|mentor|maintainer|contributor|freelancer|contractor|sde|swe|devops|sre|product|principal|staff|chief|executive|representative|supervisor|producer|photographer|illustrator|copywriter|journalist|reporter|recruiter|attorney|lawyer|paralegal|volunteer|student|member|chair|secretary|treasurer|ambassador|scholar|postdoc|chef|cook|therapist|pharmacist|surgeon|clerk|cashier|technologist|paramedic|midwife|caregiver|auditor|economist|statistician|pilot|mechanic|electrician|planner)s?\b/i;

const ORGANISATION =
  /\b(inc|ltd|llc|llp|gmbh|plc|corp|corporation|company|co|group|labs?|technologies|technology|tech|solutions|systems|software|studios?|agency|bank|capital|partners|consulting|services|ventures|media|health|foundation|institute|university|college|school|hospital|ministry|council|network|industries|international|global|digital|pvt|limited)\b\.?/i;

const SCHOOL =
  /(?<![\p{L}])(university|college|institute|school|academy|polytechnic|universit[äa]t|universit[éà]|universidad|universiteit|hochschule|lyc[ée]e|gymnasium|[ée]cole|iit|nit|iiit|conservatory|campus)(?![\p{L}])/iu;

/** Degrees, with what may follow them to name the field: 'B.Tech in', 'Bachelor of Science in'. */
const DEGREE =
  /^(?:(bachelor(?:'s)?(?: of (?:science|arts|engineering|technology|commerce|business administration|fine arts|design))?|master(?:'s)?(?: of (?:science|arts|engineering|technology|business administration|fine arts|design))?|doctor of philosophy|ph\.?\s?d\.?|m\.?b\.?a\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?e\.?|m\.?\s?e\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?com\.?|m\.?\s?com\.?|b\.?s\.?|m\.?s\.?|b\.?eng\.?|m\.?eng\.?|bca|mca|bba|diploma|associate(?: of (?:arts|science))?|high school diploma|higher secondary|senior secondary|hsc|ssc|a-levels|gcse))(?![a-z])(?:\s*(?:,|in\b|of\b|-|–|:)\s*|\s+)?(.*)$/i;

/** Company forms written in capitals ('Zalando SE', 'Siemens AG'), and a name that is a domain ('Booking.com'). */
const COMPANY_FORM =
  /\b(?:AG|SE|SA|NV|BV|AB|ASA|SpA|SAS|SARL|KG|Oy|Pty|PLC|LLC)\b|\w\.(?:com|io|ai|co|net|org)\b/;

export const hasRoleWord = (text: string) => ROLE.test(text);
export const hasOrganisationWord = (text: string) => ORGANISATION.test(text) || COMPANY_FORM.test(text);
export const hasSchoolWord = (text: string) => SCHOOL.test(text);

/** A degree and the field after it: 'B.Tech in Computer Engineering' → ['B.Tech', 'Computer Engineering']. */
export function readDegree(text: string): { course: string; major: string } | undefined {
  const match = DEGREE.exec(text.trim());
  if (!match?.[1]) return undefined;
  const rest = (match[2] ?? '').trim();
  // 'Bachelor of Science' read as 'Bachelor' + 'of Science' would be wrong: the regex takes the longest.
  if (rest !== '' && !/^[\p{L}(]/u.test(rest)) return undefined;
  return { course: match[1].trim(), major: rest.replace(/^\((.*)\)$/, '$1') };
}
