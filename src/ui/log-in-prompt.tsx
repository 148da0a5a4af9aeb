import { Alert } from './alert.tsx';
import { useLoginHref } from './use-login-href.ts';

export interface LogInPromptProps {
  /** Why the block asks for a login. */
  text: string;
  /** The link's text. */
  logIn: string;
  /** Where the link goes: by default the login page, coming back to this page. */
  href?: string;
  linkClassName?: string;
}

/**
 * A notice asking a visitor to log in, with the link: a link, not a jump, as the block may sit in
 * a page being edited or in a gallery of blocks.
 */
export function LogInPrompt({ text, logIn, href, linkClassName }: LogInPromptProps) {
  const comeBack = useLoginHref();
  return (
    <Alert type="info">
      <p>{text}</p>
      <p>
        <a className={linkClassName} href={href ?? comeBack}>
          {logIn}
        </a>
      </p>
    </Alert>
  );
}
