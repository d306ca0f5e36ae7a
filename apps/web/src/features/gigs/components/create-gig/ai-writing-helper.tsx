import { AI_CHAT_LIMITS } from '@hirehand/shared/ai/ai-chat';
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAiWritingHelp } from '../../api/ai-writing-help';
import { type AiSuggestion, readAiSuggestion } from '../../lib/ai-suggestion';
import type { StepProps } from '../../lib/gig-form';

/**
 * The AI writing helper of the Details step (spec 3 §2, §7, §8): a request in the person's words,
 * a suggested title and description they can take with "Use AI Suggestions"; the category and
 * pricing the reply names are set at once, as the spec's rules say.
 */
export function AiWritingHelper({ update }: Pick<StepProps, 'update'>) {
  const { t } = useTranslation('gigs');
  const id = useId();
  const [request, setRequest] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<AiSuggestion | null>(null);
  const [engine, setEngine] = useState<string | null>(null);
  const help = useAiWritingHelp();

  const ask = () => {
    if (!request.trim()) {
      setProblem(t('aiHelper.empty'));
      return;
    }
    setProblem(null);
    help.mutate(request.trim(), {
      onSuccess: (answer) => {
        const read = readAiSuggestion(answer.response);
        setSuggestion(read);
        setEngine(answer.engine.label);
        const patch: Parameters<typeof update>[0] = {};
        if (read.category) patch.category = read.category;
        if (read.pricing) patch.pricing_type = read.pricing;
        if (Object.keys(patch).length > 0) update(patch);
      },
      // A limit's own text when the server gave one; otherwise the spec's failure text.
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.status === 429 && error.detail
            ? error.detail
            : t('aiHelper.failed'),
        ),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-blue-200 bg-blue-50/60 p-4"
    >
      <h4 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Sparkles aria-hidden="true" className="size-4 text-blue-700" />
        {t('aiHelper.heading')}
      </h4>
      <label htmlFor={`${id}-request`} className="mt-2 block text-sm text-slate-700">
        {t('aiHelper.label')}
      </label>
      <Textarea
        id={`${id}-request`}
        value={request}
        rows={3}
        maxLength={AI_CHAT_LIMITS.messageMax}
        placeholder={t('aiHelper.placeholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setRequest(event.target.value)}
        className="mt-1 bg-white"
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={ask}
          aria-disabled={help.isPending || undefined}
        >
          {help.isPending ? t('aiHelper.asking') : t('aiHelper.ask')}
        </Button>
        {engine ? (
          <span className="text-xs text-slate-600">{t('aiHelper.engine', { label: engine })}</span>
        ) : null}
      </div>
      {suggestion?.title || suggestion?.description ? (
        <div
          data-testid="ai-suggestion"
          className="mt-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
        >
          {suggestion.title ? <p className="font-semibold text-slate-900">{suggestion.title}</p> : null}
          {suggestion.description ? <p className="mt-1 text-slate-700">{suggestion.description}</p> : null}
          <Button
            type="button"
            size="sm"
            className="mt-3"
            onClick={() =>
              update({
                ...(suggestion.title ? { title: suggestion.title } : {}),
                ...(suggestion.description ? { description: suggestion.description } : {}),
              })
            }
          >
            {t('aiHelper.use')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
