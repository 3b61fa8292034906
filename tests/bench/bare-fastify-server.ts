import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The ceiling of our stack: a bare Fastify route answering the 300-game list from memory (no
 * database, no validation, no hooks). Started by the bench with the list in GAMES_FILE; prints
 * its URL when listening.
 */
const file = process.env.GAMES_FILE;
if (!file) throw new Error('GAMES_FILE is required');
const games: unknown = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/games', async () => games);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare fastify ready at ${address}/`);
