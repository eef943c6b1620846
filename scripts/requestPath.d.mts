export declare const MAX_PATH_LENGTH: number;
export declare function isInsideRoot(root: string, file: string): boolean;
export declare function resolveRequestPath(
  target: unknown,
  root: string,
):
  | { pathname: string; file: string; status?: undefined; reason?: undefined }
  | { status: 400 | 404; reason: string; pathname?: undefined; file?: undefined };
export declare function hasControlCharacter(text: string): boolean;
