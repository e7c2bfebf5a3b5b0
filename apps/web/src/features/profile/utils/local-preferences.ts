export {
  readLocalToggles,
  storeLocalToggles,
  type LocalToggles,
} from "@/lib/preferences/local-preferences";
