import { describe, expect, it } from 'vitest';
import { type CareerTurn, careerReply, newCareerState } from './career-conversation';
import { readCareerFacts } from './career-facts';

const turn = (overrides: Partial<CareerTurn>): CareerTurn => ({
  message: '',
  state: newCareerState(),
  newSkills: [],
  allSkills: [],
  facts: {},
  professions: [],
  certifications: [],
  jobs: { count: 0, near: null },
  greetingName: 'Friend',
  signedIn: false,
  ...overrides,
});

describe('the built-in career conversation', () => {
  it('says hello to a first message it found nothing in, and asks what work the person does', () => {
    const reply = careerReply(turn({ message: 'hello' }));
    expect(reply.reply).toBe(
      'Hi Friend! I can help you find work that fits your skills. What kind of work do you do, or want to do? Tell me about your skills and tools.',
    );
    expect(reply.state.asked).toEqual(['work']);
    expect(reply.suggestions).toHaveLength(3);
  });

  it('asks experience, certifications, city, availability and pay in turn, never what it knows', () => {
    let state = newCareerState();
    const asked: string[] = [];
    const messages = [
      { message: 'I am a welder', newSkills: ['Welding'], allSkills: ['Welding'] },
      { message: '6 years', facts: readCareerFacts('6 years') },
      { message: 'I have my Red Seal', facts: readCareerFacts('I have my Red Seal') },
      { message: 'Calgary', facts: { city: 'Calgary' } },
      { message: 'weekends', facts: readCareerFacts('weekends') },
      { message: '$38 an hour', facts: readCareerFacts('$38 an hour') },
    ];
    for (const step of messages) {
      const reply = careerReply(turn({ ...step, allSkills: ['Welding'], state }));
      state = reply.state;
      asked.push(reply.state.asked.at(-1)!);
    }
    expect(state.asked).toEqual(['experience', 'certifications', 'city', 'availability', 'pay']);
    expect(state.answers).toMatchObject({
      work: 'Welding',
      experience: '6 years',
      certifications: 'Red Seal',
      city: 'Calgary',
      availability: 'weekends',
      pay: '$38 an hour',
    });
    // Everything answered: a summary, no question.
    const last = careerReply(turn({ message: 'thanks', allSkills: ['Welding'], state }));
    expect(last.reply).toContain('Here is what I have so far: skills: Welding; experience: 6 years');
    expect(last.reply).not.toContain('?');
  });

  it('skips a question the message already answered, and counts an unrecognised reply to the last question as its answer', () => {
    const first = careerReply(
      turn({
        message: 'Welder in Calgary, 10 years, full-time',
        newSkills: ['Welding'],
        allSkills: ['Welding'],
        facts: { ...readCareerFacts('Welder in Calgary, 10 years, full-time'), city: 'Calgary' },
      }),
    );
    expect(first.state.asked).toEqual(['certifications']);
    const second = careerReply(
      turn({ message: 'hmm, not sure', allSkills: ['Welding'], state: first.state }),
    );
    expect(second.state.answers.certifications).toBe('hmm, not sure');
    expect(second.state.asked).toEqual(['certifications', 'pay']);
  });

  it('says a profession, the certification tip and a job count once, not every turn', () => {
    const first = careerReply(
      turn({
        message: 'I weld',
        newSkills: ['Welding'],
        allSkills: ['Welding'],
        professions: ['Welder'],
        certifications: ['Red Seal Welder'],
        jobs: { count: 2, near: 'Calgary' },
      }),
    );
    expect(first.reply).toContain('That fits Welder work.');
    expect(first.reply).toContain('Red Seal Welder');
    expect(first.reply).toContain('I found 2 open jobs that fit near Calgary');
    const again = careerReply(
      turn({
        message: 'and stick welding',
        newSkills: ['Stick Welding'],
        allSkills: ['Welding', 'Stick Welding'],
        professions: ['Welder'],
        certifications: ['Red Seal Welder'],
        jobs: { count: 2, near: 'Calgary' },
        state: first.state,
      }),
    );
    expect(again.reply).toContain('I noted Stick Welding.');
    expect(again.reply).not.toContain('That fits');
    expect(again.reply).not.toContain('Red Seal');
    expect(again.reply).not.toContain('open jobs');
  });
});

describe('readCareerFacts', () => {
  it.each([
    ['I have 5 years of experience', { experience: '5 years' }],
    ['Apprentice electrician', { experience: 'Apprentice' }],
    ['I am not certified yet', { certifications: 'not certified' }],
    ['I have my Red Seal and first aid', { certifications: 'Red Seal' }],
    ['Looking for part-time work on weekends', { availability: 'part-time' }],
    ['I want $40/hr', { pay: '$40/hr' }],
    ['I earn 35 dollars an hour', { pay: '35 dollars an hour' }],
    ['I live in Trois-Rivières', { cityCandidate: 'Trois-Rivières' }],
  ])('%s', (message, facts) => {
    expect(readCareerFacts(message)).toMatchObject(facts);
  });

  it('finds no pay in a year or a count of years', () => {
    expect(readCareerFacts('Since 2015, about 8 years').pay).toBeUndefined();
  });
});
