import { newPasswordField } from '../../shared/api/auth';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/validate';
import { isCommonPassword } from './common-passwords';

/**
 * The full password rule for a new password: the shared schema (length, letter, digit; the
 * browser runs it too) plus the common-password list, which only the server holds.
 * `field` names the body field in the validation error.
 */
export function assertAcceptablePassword(password: string, field = 'password'): string {
  try {
    parseInput(newPasswordField, password);
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      throw new AppError(
        'validation',
        error.fields.map((f) => ({ ...f, path: field })),
      );
    }
    throw error;
  }
  if (isCommonPassword(password)) {
    throw new AppError('validation', [{ path: field, message: 'auth.commonPassword' }]);
  }
  return password;
}
