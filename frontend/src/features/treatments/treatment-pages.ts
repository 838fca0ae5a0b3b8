import { createContext, use, useContext } from 'react';
import { pageData, readDataBlock, type PageData } from '../../content/site-data';
import type { TreatmentDetail } from '../../content/types';

/**
 * Where the service page finds a treatment's copy (overview, lists, benefits, FAQ). The copy of
 * every treatment is not in the code: the page of a treatment carries its own in its data block,
 * and moving to another treatment in the browser reads that treatment's published page.
 */
export interface TreatmentPages {
  /** The copy of the treatment with this id: at once when it is at hand, else a promise of it. */
  read(id: string): TreatmentDetail | undefined | Promise<TreatmentDetail | undefined>;
}

/** Copy that is at hand for every treatment (the renderer's, or tests'). */
export function treatmentPagesFrom(find: (id: string) => TreatmentDetail | undefined): TreatmentPages {
  return { read: find };
}

/** The published page of a treatment, read for the copy in its data block (none: the page is not found). */
async function fetchPublishedCopy(id: string): Promise<TreatmentDetail | undefined> {
  const response = await fetch(`/service/${encodeURIComponent(id)}`, { headers: { Accept: 'text/html' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`The page of ${id} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return readDataBlock(page)?.treatment;
}

/** The built-in copy, for pages without a data block (the dev server). */
async function importBuiltInCopy(id: string): Promise<TreatmentDetail | undefined> {
  const { findTreatmentDetail } = await import('../../content/treatments/details');
  return findTreatmentDetail(id);
}

/**
 * In the browser: the treatment of the page's data block at once, any other one read when it is
 * first shown (from its published page; from the built-in copy where pages carry no data).
 */
export function browserTreatmentPages(data: PageData | undefined = pageData): TreatmentPages {
  const known = new Map<string, TreatmentDetail | undefined>();
  if (data?.treatment) known.set(data.treatment.id, data.treatment);
  const loading = new Map<string, Promise<TreatmentDetail | undefined>>();
  const load = data ? fetchPublishedCopy : importBuiltInCopy;
  return {
    read(id) {
      if (known.has(id)) return known.get(id);
      let promise = loading.get(id);
      if (!promise) {
        promise = load(id).then(
          (detail) => {
            known.set(id, detail);
            return detail;
          },
          (error: unknown) => {
            // Tried again the next time the page is shown.
            loading.delete(id);
            throw error;
          },
        );
        loading.set(id, promise);
      }
      return promise;
    },
  };
}

export const TreatmentPagesContext = createContext<TreatmentPages>(browserTreatmentPages());

/** The copy of a treatment's page (none for no id); suspends while it loads. */
export function useTreatmentDetail(id: string | undefined): TreatmentDetail | undefined {
  const pages = useContext(TreatmentPagesContext);
  if (id === undefined) return undefined;
  const found = pages.read(id);
  return found instanceof Promise ? use(found) : found;
}
