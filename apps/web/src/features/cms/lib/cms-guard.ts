import { CMS_CODE, type CmsObject } from '@conto-gioco/shared/cms-constants';
import type { NewsItem } from '@conto-gioco/shared/cms';

/**
 * A hand-written check of a GetCmsObject answer, the same rules as shared/cms.ts's
 * getCmsObjectResponse: the page's first load stays free of zod and the schemas' chunk.
 */
const isInt = (value: unknown): value is number => Number.isInteger(value);
const inRange = (value: unknown, min: number, max: number) => isInt(value) && value >= min && value <= max;

function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string');
}

export function isCmsObject(value: unknown): value is CmsObject {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    isInt(o.Id) &&
    typeof o.Name === 'string' &&
    typeof o.TypeName === 'string' &&
    (o.Hierarchy === null || typeof o.Hierarchy === 'string') &&
    Array.isArray(o.Children) &&
    o.Children.every(isCmsObject) &&
    isStringRecord(o.Parameters) &&
    inRange(o.Visibility, 1, 4) &&
    isInt(o.ViewOrder) &&
    inRange(o.Risoluzione, 0, 2)
  );
}

/** The area's tree from a GetCmsObject answer; null for a code other than 0 or a malformed answer. */
export function parseCmsObjectAnswer(answer: unknown): CmsObject | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { ResponseCode, ResponseMessage, ResponseData } = answer as Record<string, unknown>;
  if (!isInt(ResponseCode) || typeof ResponseMessage !== 'string') return null;
  if (ResponseCode !== CMS_CODE.OK || ResponseData === null || !isCmsObject(ResponseData)) return null;
  return ResponseData;
}

/** One GetGogoalNews item, by the rules of shared/cms.ts's newsItem. */
export function isNewsItem(value: unknown): value is NewsItem {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    isInt(o.Id) &&
    ['Title', 'Summary', 'Content', 'ImageUrl', 'Link', 'PublishDate'].every(
      (key) => typeof o[key] === 'string',
    ) &&
    Array.isArray(o.Categories) &&
    o.Categories.every(
      (category: unknown) =>
        typeof category === 'object' &&
        category !== null &&
        typeof (category as Record<string, unknown>).Category === 'string',
    )
  );
}

/** A GetGogoalNews answer's items; throws on a code other than 0 or a malformed answer (the widget shows its error). */
export function parseNewsAnswer(answer: unknown): NewsItem[] {
  if (typeof answer !== 'object' || answer === null) throw new Error('Risposta non valida');
  const { ResponseCode, ResponseMessage, ResponseData } = answer as Record<string, unknown>;
  if (!isInt(ResponseCode) || typeof ResponseMessage !== 'string') throw new Error('Risposta non valida');
  if (ResponseCode !== 0) throw new Error(ResponseMessage);
  if (!Array.isArray(ResponseData) || !ResponseData.every(isNewsItem)) throw new Error('Risposta non valida');
  return ResponseData;
}
