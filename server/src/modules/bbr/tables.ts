/** Tables owned by the bbr module (filled in by that module's issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BbrTables {}
