import type { CmsObject } from '@conto-gioco/shared/cms-constants';

let nextId = 1000;

/**
 * A content object as GetCmsObject answers it (Parameters as strings), visible to all at every
 * resolution. Its Name is its Title (or section title) when it has one, else type and id.
 */
export function cmsNode(
  TypeName: string,
  Parameters: Record<string, string> = {},
  Children: CmsObject[] = [],
  overrides: Partial<CmsObject> = {},
): CmsObject {
  nextId += 1;
  return {
    Id: nextId,
    Name: Parameters.Title ?? Parameters.static_page_section_title ?? `${TypeName} ${nextId}`,
    TypeName,
    Hierarchy: null,
    Children,
    Parameters,
    Visibility: 1,
    ViewOrder: nextId,
    Risoluzione: 0,
    ...overrides,
  };
}

/** A layout area's root. */
export const areaRoot = (Name: string, Children: CmsObject[]) =>
  cmsNode('layout_area', {}, Children, { Name });

/** A content call's answer: code 0 with the data, or code 1 'Pagina non trovata'. */
export const cmsEnvelope = (data: unknown, code = 0) => ({
  body: { ResponseCode: code, ResponseMessage: code === 0 ? '' : 'Pagina non trovata', ResponseData: data },
});
