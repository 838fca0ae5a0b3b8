import { useEffect, useRef } from 'react';
import { GALLERY_LIMITS } from '@aura/contract';
import { galleryPage, type GalleryItem } from '../../../content/gallery';
import type { SiteImage } from '../../../content/site-image';
import { contentPaths, type GalleryContent } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError } from './content-fields';
import { PhotoField } from './photo-field';
import { TextField } from '../../../components/ui/form/field';
import { VideoField } from './video-field';
import styles from './site-content.module.css';
import { removeAt, replaceAt } from '../item-edits';

/** The site's own pictures, named by the caption the site gave them. */
const choicesOf = (pick: (item: GalleryItem) => SiteImage | undefined) => {
  const seen = new Set<string>();
  return galleryPage.items.flatMap((item) => {
    const name = pick(item);
    if (typeof name !== 'string' || seen.has(name)) return [];
    seen.add(name);
    return [{ value: name, label: `The site’s picture: ${item.caption}`, artwork: name }];
  });
};
const photoChoices = choicesOf((item) => (item.kind === 'image' ? item.url : undefined));
const posterChoices = choicesOf((item) => (item.kind === 'video' ? item.poster : undefined));

const KIND_NAMES: Record<GalleryItem['kind'], string> = { image: 'Photo', video: 'Video', 'external-image': 'Stock photo link' };
const newPhoto = (): GalleryItem => ({ kind: 'image', url: '', alt: '', caption: '' });
const newVideo = (): GalleryItem => ({ kind: 'video', url: '', poster: '', alt: '', caption: '' });

type Move = 'up' | 'down' | 'remove';

/**
 * The gallery (/gallery, and the first five photos on the home page): the clinic's own photos and
 * videos with their captions, in the order it sets.
 */
export function GalleryForm() {
  const state = useContentItem<GalleryContent>(contentPaths.gallery);
  const { setDraft, fields } = state;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // After a move, focus stays with the item that moved (or goes to the one now in its place).
  const focusAfter = useRef<{ index: number; move: Move } | null>(null);
  useEffect(() => {
    const after = focusAfter.current;
    if (!after) return;
    focusAfter.current = null;
    const order: Move[] = after.move === 'down' ? ['down', 'up', 'remove'] : after.move === 'up' ? ['up', 'down', 'remove'] : ['remove', 'up', 'down'];
    order.map((move) => buttons.current.get(`${after.index}:${move}`)).find((button) => button && !button.disabled)?.focus();
  });
  const buttonRef = (index: number, move: Move) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(`${index}:${move}`, node);
    else buttons.current.delete(`${index}:${move}`);
  };

  return (
    <ContentItemForm
      state={state}
      heading="Gallery"
      hint="The photos and videos of the Gallery page, in this order; the home page shows the first five photos. Show only what patients agreed to, and describe every picture for visitors who cannot see it."
      loading="Loading the gallery…"
    >
      {(draft) => {
        const items = draft.items;
        const setItems = (next: GalleryItem[]) => setDraft((current) => ({ ...current, items: next }));
        const set = (index: number, change: Partial<GalleryItem>) => setItems(replaceAt(items, index, { ...items[index], ...change } as GalleryItem));
        const move = (index: number, by: -1 | 1) => {
          const next = [...items];
          [next[index], next[index + by]] = [next[index + by], next[index]];
          setItems(next);
          focusAfter.current = { index: index + by, move: by < 0 ? 'up' : 'down' };
        };
        const remove = (index: number) => {
          setItems(removeAt(items, index));
          focusAfter.current = { index: Math.min(index, items.length - 2), move: 'remove' };
        };
        return (
          <fieldset className={styles.group}>
            <legend>
              Photos and videos ({items.length} of at most {GALLERY_LIMITS.maxItems})
            </legend>
            <ol className={styles.galleryList}>
              {items.map((item, index) => {
                const at = `items.${index}`;
                const label = `Gallery item ${index + 1}`;
                return (
                  <li key={index}>
                    <fieldset className={styles.group} aria-label={`${label}: ${KIND_NAMES[item.kind]}`}>
                      <legend>
                        {index + 1}. {KIND_NAMES[item.kind]}
                      </legend>
                      {item.kind === 'image' && (
                        <PhotoField
                          label="Photo"
                          image={item.url}
                          onChange={(url) => set(index, { url: url ?? '' })}
                          choices={photoChoices}
                          noneLabel="No photo yet: upload one"
                          error={fields[`${at}.url`]}
                        />
                      )}
                      {item.kind === 'video' && (
                        <>
                          <VideoField label="Video" video={item.url} onChange={(url) => set(index, { url })} error={fields[`${at}.url`]} />
                          <PhotoField
                            label="Poster"
                            hint="Shown until the video plays."
                            image={item.poster}
                            onChange={(poster) => set(index, { poster: poster ?? '' })}
                            choices={posterChoices}
                            noneLabel="No poster yet: upload one"
                            error={fields[`${at}.poster`]}
                          />
                        </>
                      )}
                      {item.kind === 'external-image' && (
                        <>
                          <p className={styles.stockLink}>A link to a stock photo on Pexels, shown as “{item.caption}”. Remove it and add the clinic’s own photo instead.</p>
                          <GroupError error={fields[`${at}.url`]} />
                        </>
                      )}
                      {item.kind !== 'external-image' && (
                        <div className={styles.pair}>
                          <TextField
                            label="Caption"
                            hint="Shown under the picture."
                            maxLength={GALLERY_LIMITS.caption}
                            value={item.caption}
                            onChange={(caption) => set(index, { caption })}
                            error={fields[`${at}.caption`]}
                          />
                          <TextField
                            label="Description for screen readers"
                            hint="What the picture shows, for visitors who cannot see it."
                            maxLength={GALLERY_LIMITS.alt}
                            value={item.alt}
                            onChange={(alt) => set(index, { alt })}
                            error={fields[`${at}.alt`]}
                          />
                        </div>
                      )}
                      <div className={styles.itemMoves}>
                        <button ref={buttonRef(index, 'up')} type="button" className="btn btn-outline" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move ${label} up`}>
                          Move up
                        </button>
                        <button
                          ref={buttonRef(index, 'down')}
                          type="button"
                          className="btn btn-outline"
                          onClick={() => move(index, 1)}
                          disabled={index === items.length - 1}
                          aria-label={`Move ${label} down`}
                        >
                          Move down
                        </button>
                        <button
                          ref={buttonRef(index, 'remove')}
                          type="button"
                          className="btn btn-outline"
                          onClick={() => remove(index)}
                          disabled={items.length <= GALLERY_LIMITS.minItems}
                          aria-label={`Remove ${label}`}
                        >
                          Remove
                        </button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div className={styles.itemMoves}>
              <button type="button" className={styles.add} onClick={() => setItems([...items, newPhoto()])} disabled={items.length >= GALLERY_LIMITS.maxItems}>
                Add a photo
              </button>
              <button type="button" className={styles.add} onClick={() => setItems([...items, newVideo()])} disabled={items.length >= GALLERY_LIMITS.maxItems}>
                Add a video
              </button>
            </div>
            <GroupError error={fields.items} />
          </fieldset>
        );
      }}
    </ContentItemForm>
  );
}
