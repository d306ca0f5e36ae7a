import { buildSkillIndex } from './apps/server/src/modules/skills/skill-extractor';
import { SKILL_ROWS } from './apps/server/src/modules/skills/skills-taxonomy';
const idx = buildSkillIndex(SKILL_ROWS);
const out: string[] = [];
for (const [k, list] of idx.phrases) for (const p of list) if (p.keys.length === 1 && !p.exact) out.push(`${k}:${idx.skills[p.skill].name}`);
console.log(out.length);
console.log(out.filter(o => o.split(':')[0].length <= 6).join('  '));
