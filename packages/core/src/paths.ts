/** Fixed paths of the console (SPEC §2, §9). */
export const LOGIN_PATH = '/login';
export const LOCK_PATH = '/lock';
export const HOME_PATH = '/home/index';
/** The signed-in user's own page (SPEC §4 "Profile"). */
export const PROFILE_PATH = '/info/index';
export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/403';
