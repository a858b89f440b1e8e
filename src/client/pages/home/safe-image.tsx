import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'srcSet'> & {
  src: string;
  /** Required: '' for decorative images. */
  alt: string;
  srcSet?: string | null;
  /** What replaces the image when it cannot load. */
  fallback: ReactNode;
};

/**
 * An image with a fallback on load failure. The server-rendered <img> may fail before React
 * hydrates (its error event is then lost), so a mounted effect also checks a finished, empty image.
 */
export function SafeImage({ src, alt, srcSet, fallback, ...rest }: Props) {
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
