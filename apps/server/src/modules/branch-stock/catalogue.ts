import { and, eq } from 'drizzle-orm';
import type { Material, ModelMaterial, ModelMaterialColor } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { material, modelMaterial, modelMaterialColor } from '../../db/schema/index';

/** The vehicle catalogue the stock form cascades through: model -> type (material) -> colour. */
export function modelMaterials(db: DbOrTx): Promise<ModelMaterial[]> {
  return db
    .select({
      id: modelMaterial.id,
      modelMaterialCode: modelMaterial.modelMaterialCode,
      modelMaterialDesc: modelMaterial.modelMaterialDesc,
    })
    .from(modelMaterial)
    .where(eq(modelMaterial.isEnabled, true))
    .orderBy(modelMaterial.modelMaterialDesc);
}

export function materials(db: DbOrTx, modelMaterialId?: number): Promise<Material[]> {
  return db
    .select({
      id: material.id,
      modelMaterialId: material.modelMaterialId,
      materialNumber: material.materialNumber,
      materialDesc: material.materialDesc,
    })
    .from(material)
    .where(
      and(
        eq(material.isEnabled, true),
        modelMaterialId === undefined ? undefined : eq(material.modelMaterialId, modelMaterialId),
      ),
    )
    .orderBy(material.materialDesc);
}

export function colors(db: DbOrTx, modelMaterialId?: number): Promise<ModelMaterialColor[]> {
  return db
    .select({
      id: modelMaterialColor.id,
      modelMaterialId: modelMaterialColor.modelMaterialId,
      colorCode: modelMaterialColor.colorCode,
      colorDesc: modelMaterialColor.colorDesc,
    })
    .from(modelMaterialColor)
    .where(
      and(
        eq(modelMaterialColor.isEnabled, true),
        modelMaterialId === undefined
          ? undefined
          : eq(modelMaterialColor.modelMaterialId, modelMaterialId),
      ),
    )
    .orderBy(modelMaterialColor.colorCode);
}
