import { LoginForm } from './login-form.tsx';

/** The login block: the form, reading its parameters from the page's address. */
export function Login() {
  return <LoginForm location={window.location} />;
}
