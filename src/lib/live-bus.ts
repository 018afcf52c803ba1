import { EventEmitter } from 'node:events'
import type Redis from 'ioredis'
import { redisClient } from './redis'

type Bus = { local: EventEmitter; subscriber: Redis | null; channels: Set<string> }

/** One bus per process (route bundles may load this module more than once). */
const bus: Bus = ((globalThis as { siteLiveBus?: Bus }).siteLiveBus ??= {
  local: new EventEmitter().setMaxListeners(0),
  subscriber: null,
  channels: new Set(),
})

const prefix = 'live:'

function subscriber(): Redis | null {
  const client = redisClient()
  if (!client) return null
  if (!bus.subscriber) {
    // A connection in subscriber mode can do nothing else: its own one.
    bus.subscriber = client.duplicate()
    bus.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(prefix)) bus.local.emit(channel.slice(prefix.length), message)
    })
    bus.subscriber.on('error', (error) => console.error(`Redis live bus: ${error.message}`))
  }
  return bus.subscriber
}

/**
 * Messages to whoever listens right now (an open staff tab), on this instance or, with
 * REDIS_URL, on any instance. Nothing is kept: a message nobody listens to is gone.
 */
export async function publishLive(channel: string, message: string): Promise<void> {
  const client = redisClient()
  if (client) {
    await client.publish(prefix + channel, message)
    return
  }
  bus.local.emit(channel, message)
}

/** Listens to a channel until the returned function is called. */
export function listenLive(channel: string, listener: (message: string) => void): () => void {
  bus.local.on(channel, listener)
  const redis = subscriber()
  if (redis && !bus.channels.has(channel)) {
    bus.channels.add(channel)
    void redis.subscribe(prefix + channel).catch(() => bus.channels.delete(channel))
  }
  return () => {
    bus.local.off(channel, listener)
    if (redis && bus.local.listenerCount(channel) === 0) {
      bus.channels.delete(channel)
      void redis.unsubscribe(prefix + channel).catch(() => undefined)
    }
  }
}
