import { useHostConfig } from '../host/host-context.tsx';
import { loginHref } from '../host/navigation.ts';
import { Alert } from './alert.tsx';

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
  const { routes } = useHostConfig();
  return (
    <Alert type="info">
      <p>{text}</p>
      <p>
        <a className={linkClassName} href={href ?? loginHref(routes)}>
          {logIn}
        </a>
      </p>
    </Alert>
  );
}
