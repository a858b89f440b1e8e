import { hashKey as queryHashKey } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { fieldRules } from '../../src/client/components/form/schema-rules';
import { hashKey } from '../../src/client/public/trpc';
import { APPLICATION_RULES } from '../../src/shared/application-form';
import { SCHOOL_CLASSES } from '../../src/shared/content/default-settings';
import { TC_LOOKUP_RULES } from '../../src/shared/disclosure';
import { ENQUIRY_RULES } from '../../src/shared/enquiry-form';
import { applicationInputFor } from '../../src/shared/schemas/application';
import { TcLookupSchema } from '../../src/shared/schemas/disclosure';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';

// The public runtime (docs/architecture.md) renders forms from rules written beside their labels and
// reads a page's data by TanStack Query's key hash: both must agree with what they stand in for.

describe('public forms render from rules equal to their schemas', () => {
  test('enquiry', () => expect(ENQUIRY_RULES).toEqual(fieldRules(EnquiryFieldsSchema)));
  test('application, whichever classes are open', () => {
    expect(APPLICATION_RULES).toEqual(fieldRules(applicationInputFor(SCHOOL_CLASSES.map((c) => c.value))));
    expect(APPLICATION_RULES).toEqual(fieldRules(applicationInputFor(['Grade 1'])));
  });
  test('transfer certificate lookup', () => expect(TC_LOOKUP_RULES).toEqual(fieldRules(TcLookupSchema)));
});

describe("the page data's key hash is TanStack Query's", () => {
  const keys: unknown[][] = [
    [['site', 'settings'], { type: 'query' }],
    [['notices', 'list'], { input: { q: '', page: 1, category: '' }, type: 'query' }],
    [['disclosure', 'page'], { input: { campus: 'gandhi-nagar' }, type: 'query' }],
    [['events', 'calendar'], { input: { month: '2026-11', nested: { b: 1, a: [2, { d: 1, c: 0 }] } }, type: 'query' }],
    ['form-post'],
  ];
  test.each(keys)('%j', (...key) => expect(hashKey(key)).toBe(queryHashKey(key)));
});
