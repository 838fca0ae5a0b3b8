import { CreateAdminAndNews1763800000000 } from './1763800000000-create-admin-and-news';

/** Every migration, oldest first. Listed explicitly so the build and the tests run the same set. */
export const migrations = [CreateAdminAndNews1763800000000];
