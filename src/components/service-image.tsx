import { useCallback, useState, type ImgHTMLAttributes } from 'react';

/**
 * A picture whose URL the service sent. If it cannot load (art host down, a 404, a name that does not
 * resolve), its place shows the kit's no-image square (`<span data-kind="art">`, with the image's
 * `data-slot`) in the same box: no broken-image icon, no alt text across the layout. A slow image is
 * left to load. An empty `src` shows the square at once (an empty src would fetch the page itself).
 */
export function ServiceImage(props: ImgHTMLAttributes<HTMLImageElement> & { 'data-slot'?: string | undefined }) {
  const { src } = props;
  const [failed, setFailed] = useState<unknown>();
  // Server-rendered, it may have failed before hydration, when no error event can reach React: looked
  // at once per element and address, not on every render of the list around it.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => void (img?.complete && img.decode().catch(() => setFailed(src))), [src]);
  if (!src || failed === src) return <span data-slot={props['data-slot']} data-kind="art" />;
  return (
    <img
      {...props}
      onError={() => setFailed(src)}
      ref={checkLoaded}
    />
  );
}
