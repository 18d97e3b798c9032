import { describe, expect, it } from 'vitest';
import { areaRoot, node, okArea } from '../testing/cms-fixtures';
import { parseCmsObjectAnswer, parseNewsAnswer } from './cms-guard';

const tree = () => areaRoot('Home', [node('html_block', { Content: '<p>x</p>' })]);

describe('parseCmsObjectAnswer', () => {
  it('keeps a well-formed answer with code 0', () => {
    const answer = okArea(tree()).body;
    expect(parseCmsObjectAnswer(answer)).toEqual(answer.ResponseData);
  });

  it('reads code 1, a null tree and non-objects as null', () => {
    expect(
      parseCmsObjectAnswer({ ResponseCode: 1, ResponseMessage: 'Pagina non trovata', ResponseData: null }),
    ).toBeNull();
    expect(parseCmsObjectAnswer({ ResponseCode: 0, ResponseMessage: '', ResponseData: null })).toBeNull();
    expect(parseCmsObjectAnswer(null)).toBeNull();
    expect(parseCmsObjectAnswer('x')).toBeNull();
  });

  it('reads a malformed tree as null, however deep the fault', () => {
    const bad = (change: (root: ReturnType<typeof tree>) => void) => {
      const root = tree();
      change(root);
      return parseCmsObjectAnswer(okArea(root).body);
    };
    expect(bad((root) => Object.assign(root, { Id: '1' }))).toBeNull();
    expect(bad((root) => Object.assign(root, { Children: null }))).toBeNull();
    expect(bad((root) => Object.assign(root.Children[0]!, { Visibility: 5 }))).toBeNull();
    expect(bad((root) => Object.assign(root.Children[0]!, { Risoluzione: 3 }))).toBeNull();
    expect(bad((root) => Object.assign(root.Children[0]!.Parameters, { Content: 1 }))).toBeNull();
    expect(bad((root) => Object.assign(root.Children[0]!, { Hierarchy: 7 }))).toBeNull();
    expect(parseCmsObjectAnswer({ ResponseCode: 0, ResponseData: tree() })).toBeNull();
  });
});

describe('parseNewsAnswer', () => {
  const item = {
    Id: 1,
    Title: 'T',
    Summary: 'S',
    Content: 'C',
    ImageUrl: '/i.svg',
    Link: 'https://example.org',
    PublishDate: '2026-01-01T00:00:00Z',
    Categories: [{ Category: '1' }],
  };
  it('keeps the items of code 0, throws on another code or a malformed answer', () => {
    expect(parseNewsAnswer({ ResponseCode: 0, ResponseMessage: '', ResponseData: [item] })).toEqual([item]);
    expect(() => parseNewsAnswer({ ResponseCode: 2, ResponseMessage: 'No', ResponseData: [] })).toThrow('No');
    expect(() =>
      parseNewsAnswer({ ResponseCode: 0, ResponseMessage: '', ResponseData: [{ ...item, Id: 'x' }] }),
    ).toThrow();
    expect(() =>
      parseNewsAnswer({
        ResponseCode: 0,
        ResponseMessage: '',
        ResponseData: [{ ...item, Categories: [{}] }],
      }),
    ).toThrow();
  });
});
