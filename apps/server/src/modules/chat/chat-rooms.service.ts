import type { RoomMessagesRepository } from "./room-messages.repository.ts";

/**
 * What other features ask of chat about whole rooms (custom teams: a team's message count, and
 * its rooms' messages going with it). They call this, never the messages table.
 */
export function createChatRoomsService(repo: RoomMessagesRepository) {
  return {
    messageCounts: (roomSlugs: string[]) => repo.countLive(roomSlugs),
    deleteRooms: async (roomSlugs: string[]): Promise<void> => {
      await repo.removeRooms(roomSlugs);
    },
  };
}

export type ChatRoomsService = ReturnType<typeof createChatRoomsService>;
