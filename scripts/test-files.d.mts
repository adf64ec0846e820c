// Types of test-files.mjs for the Vitest projects' TypeScript set-up.

export function filesCallingViMock(root: string, dirs: string[]): string[];
export function helpersRegisteringHooks(root: string, dirs: string[], setupFiles: string[]): string[];
