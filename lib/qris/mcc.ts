export type MerchantCategory = {
  code: string;
  en: string;
  id: string;
};

const CATEGORIES: readonly MerchantCategory[] = [
  { code: "4121", en: "Taxis and limousines", id: "Taksi dan limusin" },
  { code: "4814", en: "Telecommunication services", id: "Layanan telekomunikasi" },
  { code: "5211", en: "Building materials and lumber stores", id: "Toko bahan bangunan" },
  { code: "5311", en: "Department stores", id: "Toko serba ada" },
  { code: "5411", en: "Grocery stores and supermarkets", id: "Toko kelontong dan supermarket" },
  { code: "5462", en: "Bakeries", id: "Toko roti" },
  { code: "5499", en: "Miscellaneous food stores", id: "Toko makanan lainnya" },
  { code: "5541", en: "Service stations", id: "Stasiun pengisian bahan bakar" },
  { code: "5691", en: "Clothing stores", id: "Toko pakaian" },
  { code: "5732", en: "Electronics stores", id: "Toko elektronik" },
  { code: "5812", en: "Restaurants", id: "Restoran dan rumah makan" },
  { code: "5814", en: "Fast food restaurants", id: "Restoran cepat saji" },
  { code: "5912", en: "Drug stores and pharmacies", id: "Apotek dan toko obat" },
  { code: "5977", en: "Cosmetic stores", id: "Toko kosmetik" },
  { code: "5999", en: "Miscellaneous retail stores", id: "Toko ritel lainnya" },
  { code: "7011", en: "Hotels and lodging", id: "Hotel dan penginapan" },
  { code: "7299", en: "Miscellaneous personal services", id: "Jasa perorangan lainnya" },
  { code: "8062", en: "Hospitals", id: "Rumah sakit" },
  { code: "8211", en: "Elementary and secondary schools", id: "Sekolah dasar dan menengah" },
];

const BY_CODE = new Map(CATEGORIES.map((category) => [category.code, category]));

export function describeMerchantCategory(code: string): MerchantCategory | null {
  return BY_CODE.get(code) ?? null;
}

export function knownMerchantCategoryCodes(): string[] {
  return CATEGORIES.map((category) => category.code);
}
