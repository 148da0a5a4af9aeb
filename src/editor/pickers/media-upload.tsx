import { useId, useRef, useState } from 'react';
import { MEDIA_TYPES, type MediaUpload } from '#contracts/references.ts';
import { Button } from '#ui/forms/button.tsx';
import { useReferenceApi } from './reference-api-context.tsx';
import { mediaFileProblem, uploadFailureText } from './reference-words.ts';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; name: string }
  | { status: 'error'; text: string }
  | { status: 'done'; name: string; item: MediaUpload };

export interface MediaUploadProps {
  /** Names the button for this field: "Upload an image for Image for wide screens". */
  fieldLabel: string;
  onUploaded: (item: MediaUpload) => void;
}

/** Uploads one image (checked in the browser first, then by the server); the uploaded image becomes the prop's value. */
export function MediaUpload({ fieldLabel, onUploaded }: MediaUploadProps) {
  const api = useReferenceApi();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const send = async (file: File) => {
    const problem = mediaFileProblem(file);
    if (problem) {
      setUpload({ status: 'error', text: problem });
      return;
    }
    setUpload({ status: 'uploading', name: file.name });
    try {
      const item = await api.upload(file);
      setUpload({ status: 'done', name: file.name, item });
      onUploaded(item);
    } catch (error) {
      setUpload({ status: 'error', text: uploadFailureText(error) });
    }
  };

  return (
    <div className="cmsb-picker__upload" data-state={upload.status}>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={MEDIA_TYPES.join(',')}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        variant="secondary"
        busy={upload.status === 'uploading'}
        aria-describedby={`${id}-status`}
        aria-label={`Upload an image for ${fieldLabel}`}
        onClick={() => input.current?.click()}
      >
        Upload an image
      </Button>
      {upload.status === 'error' ? (
        <p id={`${id}-status`} className="cmsb-picker__upload-error" role="alert">
          {upload.text}
        </p>
      ) : (
        <p id={`${id}-status`} className="cmsb-picker__upload-status" role="status">
          {upload.status === 'uploading'
            ? `Uploading “${upload.name}”…`
            : upload.status === 'done'
              ? uploadedText(upload.name, upload.item)
              : ''}
        </p>
      )}
    </div>
  );
}

/** What an upload did: stored the image, or found the same one in the library (under the name it was first given). */
const uploadedText = (name: string, item: MediaUpload) =>
  item.alreadyInLibrary
    ? `“${name}” was already in the media library, as “${item.label}”: that image is chosen.`
    : `“${name}” uploaded and chosen.`;
