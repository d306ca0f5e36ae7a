import type { AiChatDto, AiChatInput } from '@hirehand/shared/ai/ai-chat';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { extractSkills, gigCategoryOfSkills } from '../skills/skills.service';
import { CAREER_TEXTS } from './builtin/career-texts';
import { builtinJobPostDraft, formatJobPostDraft } from './builtin/writing-helper';
import { askModelForJobPost } from './model-replies';

/**
 * The wizard's writing helper (a `gig_ai_…` session, spec 3 §7): one answer to one request,
 * nothing stored, never counted among the monthly chats (its own daily limit is the route's).
 */
export async function writingTurn(props: {
  ctx: AppContext;
  input: AiChatInput;
  log: FastifyBaseLogger;
}): Promise<AiChatDto> {
  const { ctx, input } = props;
  const skills = extractSkills(input.message).map((skill) => skill.name);
  const fromModel = await askModelForJobPost({ ctx, log: props.log, message: input.message, skills });
  const draft =
    fromModel ??
    builtinJobPostDraft({ message: input.message, skills, category: gigCategoryOfSkills(skills) });
  const text = formatJobPostDraft(draft);
  return {
    session_id: input.session_id ?? '',
    ai_response: text,
    response: text,
    suggestions: [],
    discovered_skills: skills,
    job_matches: [],
    engine:
      fromModel && ctx.llm
        ? { kind: 'model', label: ctx.llm.engineLabel }
        : { kind: 'builtin', label: CAREER_TEXTS.engineLabel },
  };
}
