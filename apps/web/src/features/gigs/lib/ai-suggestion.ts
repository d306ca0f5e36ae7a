/** The wizard reads the writing helper's reply with the shared rules the server's tests use. */
export { type AiSuggestion, readAiSuggestion } from '@hirehand/shared/ai/job-post-reply';
