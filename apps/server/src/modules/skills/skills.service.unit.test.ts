import { describe, expect, it } from 'vitest';
import { canonicalSkills, extractSkills } from './skills.service';

describe('skills.service', () => {
  it('offers the extractor', () => {
    expect(extractSkills('Plombier et soudeur').map((skill) => skill.name)).toEqual(['Plumbing', 'Welding']);
  });

  it("makes a profile's skills canonical once each, keeping unknown ones as written", () => {
    expect(
      canonicalSkills(['welder', ' Soudure ', 'Plomberie', '', 'Underwater basket weaving', 'plumbing']),
    ).toEqual(['Welding', 'Plumbing', 'Underwater basket weaving']);
  });
});
