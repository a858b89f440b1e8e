import { type ImgHTMLAttributes, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { IslandRenderContext } from '../../islands/island';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'srcSet'> & {
  src: string;
  /** Required: '' for decorative images. */
  alt: string;
  srcSet?: string | null;
  /** What replaces the image when it cannot load. */
  fallback: ReactNode;
};

/**
 * An image with a fallback on load failure. Outside an island (the page's server HTML, where React
 * never runs in the browser) the fallback waits in a <template> beside the image, and the site script
 * (src/client/site/controls.ts) puts it in the image's place. Inside an island React does: the
 * server-rendered <img> may fail before the island is hydrated (its error event is then lost), so a
 * mounted effect also checks a finished, empty image.
 */
export function SafeImage(props: Props) {
  const isServerHtml = useContext(IslandRenderContext) !== null;
  return isServerHtml ? <StaticSafeImage {...props} /> : <HydratedSafeImage {...props} />;
}

function StaticSafeImage({ src, alt, srcSet, fallback, ...rest }: Props) {
  return (
    <>
      <img src={src} alt={alt} srcSet={srcSet ?? undefined} draggable={false} data-safe-image {...rest} />
      <template data-safe-image-fallback>{fallback}</template>
    </>
  );
}

function HydratedSafeImage({ src, alt, srcSet, fallback, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailedSrc(src);
  }, [src]);

  if (failedSrc === src) return <>{fallback}</>;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      srcSet={srcSet ?? undefined}
      onError={() => setFailedSrc(src)}
      draggable={false}
      {...rest}
    />
  );
}
