// Ids from requests and URLs name rows by uuid: anything that is not one names no row, and
// would make PostgreSQL refuse the query rather than find nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
