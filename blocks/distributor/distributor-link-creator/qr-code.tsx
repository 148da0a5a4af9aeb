import { useEffect, useState } from 'react';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { downloadBlob } from '#ui/download-blob.ts';
import { linkCreatorLabels } from './labels.ts';
import { makeQrMatrix, qrPathData, qrPngBlob, qrSize, qrSvgFile, type QrMatrix } from './qr-matrix.ts';

type QrState = { link: string; matrix: QrMatrix } | { link: string; failed: true };

/** The link's file name: 'qr-code' and the link's last path segment, e.g. qr-code-customer.png. */
function fileName(link: string, extension: 'png' | 'svg'): string {
  const last = new URL(link).pathname.split('/').filter(Boolean).pop() ?? '';
  const slug = last.replace(/[^\w-]+/g, '-').slice(0, 40);
  return `qr-code${slug ? `-${slug}` : ''}.${extension}`;
}

/** The link's QR code, with a 4-module quiet zone, and its PNG and SVG downloads. */
export function QrCode({ link }: { link: string }) {
  const labels = useLabels(linkCreatorLabels);
  const [state, setState] = useState<QrState | null>(null);
  useEffect(() => {
    let current = true;
    makeQrMatrix(link).then(
      (matrix) => current && setState({ link, matrix }),
      () => current && setState({ link, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [link]);

  const name = fillLabel(labels.qrName, { link });
  if (state?.link !== link) return <Spinner label={labels.qrLoading} />;
  if ('failed' in state) return <Alert type="warning">{labels.qrFailed}</Alert>;
  const { matrix } = state;
  const size = qrSize(matrix);
  return (
    <figure className="cmsb-link-creator__qr">
      <svg
        className="cmsb-link-creator__qr-image"
        role="img"
        aria-label={name}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        data-modules={matrix.length}
      >
        <rect width={size} height={size} fill="#fff" />
        <path fill="#000" d={qrPathData(matrix)} />
      </svg>
      <figcaption className="cmsb-link-creator__qr-actions">
        <Button
          variant="secondary"
          onClick={() =>
            void qrPngBlob(matrix).then(
              (blob) => downloadBlob(blob, fileName(link, 'png')),
              () => setState({ link, failed: true }),
            )
          }
        >
          {labels.downloadPng}
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadBlob(new Blob([qrSvgFile(matrix, name)], { type: 'image/svg+xml' }), fileName(link, 'svg'))}
        >
          {labels.downloadSvg}
        </Button>
      </figcaption>
    </figure>
  );
}
