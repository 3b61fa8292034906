// The simulator's tables, one file per domain; drizzle-kit reads this index.
export * from './accounts';
export * from './content';
export * from './deposits';
export * from './games';
export * from './ledger';
export * from './protection';
export * from './system';
export * from './withdrawals';
