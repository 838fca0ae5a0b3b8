/** Every TypeORM entity of the clinic's database. */
export const entities: Function[] = [];
