import { brandDocumentSchema, isSafeBrandUrl } from '@wayfare/contract';
import type { z } from 'zod';
import { getAt } from './document-path';
import type { StudioKey } from './studio-language';

/**
 * A schema problem of the draft as a studio text (issue 20: messages per field, in the editor's language): the key
 * and its values, translated when shown, so a change of the studio's language changes the messages too.
 */
export interface SchemaIssue {
  /** Dotted path into the document (`attributes.theme.primaryColor`). */
  field: string;
  key: StudioKey;
  values?: Record<string, string | number>;
}

type Issue = z.core.$ZodIssue;

/** The brand schema's pattern rules, by the field they guard (their English messages are the API's). */
const PATTERN_RULES: Record<string, StudioKey> = {
  primaryColor: 'validation.colour',
  primaryTextColor: 'validation.colour',
  softPrimaryColor: 'validation.colour',
  country: 'validation.country',
  currency: 'validation.currency',
  voucherCode: 'validation.voucherCode',
};

const isFlagName = (path: readonly PropertyKey[]) => path.length === 3 && path[0] === 'flags' && path[2] === 'name';

/** Texts of the `validation` keys that take a bound: `minLength` with `{ min: 3 }`. */
function bound(
  key: 'min' | 'max',
  origin: string,
  limit: number | bigint,
  inclusive: boolean | undefined,
): Pick<SchemaIssue, 'key' | 'values'> {
  const value = { [key]: String(limit) };
  if (origin === 'string') {
    if (key === 'min' && Number(limit) <= 1) return { key: 'validation.required' };
    return { key: key === 'min' ? 'validation.minLength' : 'validation.maxLength', values: value };
  }
  if (origin === 'array') return { key: key === 'min' ? 'validation.minItems' : 'validation.maxItems', values: value };
  if (key === 'min')
    return { key: inclusive === false ? 'validation.moreThan' : 'validation.minNumber', values: value };
  return { key: inclusive === false ? 'validation.lessThan' : 'validation.maxNumber', values: value };
}

const TYPE_RULES: Record<string, StudioKey> = {
  boolean: 'validation.boolean',
  number: 'validation.number',
  string: 'validation.text',
  array: 'validation.list',
};

/** One zod issue of the brand schema as a studio text, by its code, its bounds and the field it names. */
export function schemaIssueText(issue: Issue, document: unknown): Pick<SchemaIssue, 'key' | 'values'> {
  const value = getAt(document, issue.path.map(String).join('.'));
  switch (issue.code) {
    case 'too_small':
      return bound('min', issue.origin, issue.minimum, issue.inclusive);
    case 'too_big':
      return bound('max', issue.origin, issue.maximum, issue.inclusive);
    case 'invalid_type':
      if (value === undefined) return { key: 'validation.required' };
      return { key: TYPE_RULES[issue.expected] ?? 'validation.invalid' };
    case 'invalid_value':
      return { key: 'validation.oneOf', values: { values: issue.values.map(String).join(', ') } };
    case 'invalid_format': {
      if (isFlagName(issue.path)) return { key: 'validation.flagName' };
      return { key: PATTERN_RULES[String(issue.path.at(-1))] ?? 'validation.format' };
    }
    case 'custom':
      // The schema's refinements: the brand-URL rule on every link, and the tile template on top of it.
      if (issue.path.at(-1) === 'mapTileUrl' && typeof value === 'string' && isSafeBrandUrl(value.trim())) {
        return { key: 'validation.tileTemplate' };
      }
      return { key: 'validation.url' };
    default:
      return { key: 'validation.invalid' };
  }
}

/**
 * The draft's problems per field, from the contract's brand schema (the one SaveDraft validates with), or none.
 * An unknown key is named itself, as the API names it.
 */
export function draftSchemaIssues(document: unknown): SchemaIssue[] {
  const parsed = brandDocumentSchema.safeParse(document);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue): SchemaIssue[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: path ? `${path}.${key}` : key, key: 'validation.unknownField' }));
    }
    return [{ field: path, ...schemaIssueText(issue, document) }];
  });
}
