import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createGigErrorMessage, createGigSuccessMessage } from './create-gig';

describe('createGigErrorMessage', () => {
  it.each([
    [new ApiError(429, 'slow down'), GIG_MESSAGES.tooManyCreations],
    [
      new ApiError(400, 'Title must be at least 3 characters long'),
      'Title must be at least 3 characters long',
    ],
    [new ApiError(400, undefined), 'Please check your input and try again.'],
    [new ApiError(422, undefined, { title: 'Too long' }), 'Please check your input and try again.'],
    [new ApiError(401, 'Not authenticated'), 'Please sign in to create a gig.'],
    [new ApiError(403, 'Your account cannot post'), 'Your account cannot post'],
    [new ApiError(500, undefined), 'Failed to create gig'],
    [new ApiError(503, undefined), 'Failed to create gig'],
    [new TypeError('Failed to fetch'), 'Unable to connect to server. Please check your internet connection.'],
    [new Error('boom'), 'Network error. Please try again.'],
    ['weird', 'Network error. Please try again.'],
  ])('maps %o to its text', (error, text) => {
    expect(createGigErrorMessage(error)).toBe(text);
  });

  it('gives the success text of each mode with the reach', () => {
    expect(createGigSuccessMessage('job', 42)).toBe(
      'Job posted successfully! Estimated reach: 42 potential applicants will see your posting.',
    );
    expect(createGigSuccessMessage('service', 7)).toBe(
      'Gig created successfully! Estimated reach: 7 potential clients will see your service.',
    );
  });
});
